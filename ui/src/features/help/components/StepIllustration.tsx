/**
 * Simple drawings that stand in for screenshots on the help page: shapes only, no words, so
 * they read the same in every language and never go out of date with the store platform's UI.
 * The caption says they are illustrations.
 */
import { useTheme } from 'styled-components';
import type { HelpStepId } from '../helpSteps';

interface Props {
  step: HelpStepId;
  label: string;
}

export function StepIllustration({ step, label }: Props) {
  const theme = useTheme();
  const c = theme.colors;
  return (
    <svg viewBox="0 0 240 140" width="100%" role="img" aria-label={label} focusable="false">
      <rect x="1" y="1" width="238" height="138" rx="12" fill={c.background} stroke={c.border} />
      {step === 'install' && (
        <g>
          {browserFrame(c.surface, c.border, c.disabled)}
          <rect x="40" y="48" width="36" height="36" rx="9" fill={c.brand} />
          <path d="M51 62h14l-1.5 13h-11zM54 62v-2a4 4 0 0 1 8 0v2" fill="none" stroke={c.onBrand} strokeWidth="2" />
          <rect x="88" y="52" width="80" height="8" rx="4" fill={c.text} opacity="0.75" />
          <rect x="88" y="66" width="110" height="6" rx="3" fill={c.disabled} />
          <rect x="88" y="77" width="96" height="6" rx="3" fill={c.disabled} />
          <rect x="40" y="96" width="70" height="22" rx="6" fill={c.brand} />
          <rect x="54" y="105" width="42" height="4" rx="2" fill={c.onBrand} />
        </g>
      )}
      {step === 'plan' && (
        <g>
          {[24, 90, 156].map((x, index) => (
            <g key={x}>
              <rect
                x={x}
                y={index === 1 ? 18 : 26}
                width="60"
                height={index === 1 ? 104 : 92}
                rx="8"
                fill={c.surface}
                stroke={index === 1 ? c.brand : c.border}
                strokeWidth={index === 1 ? 2 : 1}
              />
              <rect x={x + 12} y={index === 1 ? 32 : 40} width="36" height="6" rx="3" fill={c.text} opacity="0.7" />
              <rect x={x + 12} y={index === 1 ? 46 : 54} width="28" height="10" rx="3" fill={index === 1 ? c.brand : c.disabled} />
              <rect x={x + 12} y={index === 1 ? 64 : 72} width="36" height="4" rx="2" fill={c.disabled} />
              <rect x={x + 12} y={index === 1 ? 72 : 80} width="30" height="4" rx="2" fill={c.disabled} />
              <rect x={x + 10} y={index === 1 ? 98 : 98} width="40" height="14" rx="5" fill={index === 1 ? c.brand : c.border} />
            </g>
          ))}
          <circle cx="146" cy="20" r="13" fill={c.success} />
          <text x="146" y="24.5" textAnchor="middle" fontSize="12" fontWeight="700" fill={c.onBrand}>
            30
          </text>
        </g>
      )}
      {step === 'approve' && (
        <g>
          {browserFrame(c.surface, c.border, c.disabled)}
          <rect x="150" y="20" width="58" height="12" rx="4" fill={c.background} stroke={c.border} />
          <path d="M196 23l6 6M202 23l-6 6" stroke={c.danger} strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="120" cy="80" r="24" fill={c.successSoft} stroke={c.success} strokeWidth="2" />
          <path d="M109 80l8 8 15-16" fill="none" stroke={c.success} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
      {step === 'sync' && (
        <g>
          <rect x="22" y="34" width="64" height="72" rx="10" fill={c.surface} stroke={c.border} />
          <rect x="154" y="34" width="64" height="72" rx="10" fill={c.surface} stroke={c.brand} strokeWidth="2" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={`a${i}`} x={32 + (i % 2) * 24} y={46 + Math.floor(i / 2) * 26} width="20" height="20" rx="4" fill={c.disabled} />
          ))}
          {[0, 1, 2].map((i) => (
            <rect key={`b${i}`} x={164 + (i % 2) * 24} y={46 + Math.floor(i / 2) * 26} width="20" height="20" rx="4" fill={c.brandSoft} stroke={c.brand} />
          ))}
          <path d="M96 62h48M136 55l8 7-8 7" fill="none" stroke={c.brand} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M144 82H96M104 75l-8 7 8 7" fill="none" stroke={c.disabled} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
      {step === 'create' && (
        <g>
          <rect x="90" y="12" width="60" height="116" rx="10" fill={c.surface} stroke={c.text} strokeWidth="2" />
          <rect x="100" y="26" width="40" height="6" rx="3" fill={c.text} opacity="0.7" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={100 + (i % 2) * 21} y={40 + Math.floor(i / 2) * 28} width="19" height="24" rx="4" fill={c.brandSoft} stroke={c.brand} />
          ))}
          <rect x="100" y="100" width="40" height="14" rx="5" fill={c.brand} />
          <g transform="translate(170 54)" fill="none" stroke={c.brand} strokeWidth="2.5" strokeLinecap="round">
            <path d="M10 14a6 6 0 0 0 8.5 0l4.5-4.5a6 6 0 0 0-8.5-8.5l-1.5 1.5" />
            <path d="M16 8a6 6 0 0 0-8.5 0L3 12.5a6 6 0 0 0 8.5 8.5l1.5-1.5" />
          </g>
        </g>
      )}
    </svg>
  );
}

/** The outline of a browser window, shared by two drawings. */
function browserFrame(fill: string, stroke: string, dot: string) {
  return (
    <g>
      <rect x="20" y="14" width="200" height="112" rx="8" fill={fill} stroke={stroke} />
      <path d="M20 36h200" stroke={stroke} />
      {[32, 42, 52].map((cx) => (
        <circle key={cx} cx={cx} cy="25" r="3" fill={dot} />
      ))}
    </g>
  );
}
