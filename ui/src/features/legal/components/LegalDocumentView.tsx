/**
 * A legal document as an article: title, date line, introduction and numbered sections of
 * paragraphs and lists. Everything is in the server markup, readable without JavaScript.
 */
import styled from 'styled-components';
import type { LegalBlock, LegalDocument } from '../content/types';
import { BackButton } from '../../../components/BackButton';
import { LegalText } from './LegalText';

interface Props<Id extends string> {
  doc: LegalDocument<Id>;
  order: readonly Id[];
  supportEmail: string;
}

export function LegalDocumentView<Id extends string>({ doc, order, supportEmail }: Props<Id>) {
  const renderBlock = (block: LegalBlock, key: number) =>
    typeof block === 'string' ? (
      <Paragraph key={key}>
        <LegalText text={block} supportEmail={supportEmail} linkText={doc.linkText} />
      </Paragraph>
    ) : (
      <List key={key}>
        {block.list.map((item, index) => (
          <li key={index}>
            <LegalText text={item} supportEmail={supportEmail} linkText={doc.linkText} />
          </li>
        ))}
      </List>
    );

  return (
    <Article>
      <BackButton />
      <Title>{doc.title}</Title>
      <DateLine>{doc.dateLine}</DateLine>
      {doc.intro.map(renderBlock)}
      {order.map((id, index) => {
        const section = doc.sections[id];
        return (
          <Section key={id} id={id} aria-labelledby={`${id}-title`}>
            <SectionTitle id={`${id}-title`}>
              {index + 1}. {section.title}
            </SectionTitle>
            {section.blocks.map(renderBlock)}
          </Section>
        );
      })}
    </Article>
  );
}

const Article = styled.article`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  line-height: 1.65;
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const DateLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: ${({ theme }) => theme.space.xl};

  & > li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
