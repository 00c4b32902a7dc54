/**
 * URL parameters that pre-fill and auto-submit the influencer login (docs/accounts.md#login), e.g.
 * a link a merchant sends: `/login/influencer?admin=acme&username=ivy&password=…`.
 * After the automatic attempt the password is removed from the address bar.
 */
import { INFLUENCER_LOGIN_PARAMS } from '../../domain/influencers/influencers';
import { buildQuery, parseQuery } from '../../lib/query';

export interface InfluencerLoginParams {
  adminUsername: string;
  username: string;
  password: string;
  /** All three values are present and non-empty: the form submits itself. */
  autoSubmit: boolean;
}

export function readInfluencerLoginParams(query: string): InfluencerLoginParams {
  const pairs = parseQuery(query);
  const value = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? '';
  const adminUsername = value(INFLUENCER_LOGIN_PARAMS.adminUsername).trim();
  const username = value(INFLUENCER_LOGIN_PARAMS.username).trim();
  const password = value(INFLUENCER_LOGIN_PARAMS.password);
  return {
    adminUsername,
    username,
    password,
    autoSubmit: adminUsername !== '' && username !== '' && password !== '',
  };
}

/** The query without the password parameter (other parameters keep their order). */
export function queryWithoutPassword(query: string): string {
  return buildQuery(parseQuery(query).filter(([name]) => name !== INFLUENCER_LOGIN_PARAMS.password));
}
