import { AccountsErrorCodes } from '../../core/accounts/accounts-failure';
import type { LastLogon } from '../../core/accounts/last-logon';
import {
  marketingPlacements,
  type MarketingAction,
  type MarketingBanner,
  type MarketingConfig,
  type MarketingPlacementId,
} from '../../core/accounts/marketing';
import { array, flag, integer, isoDate, MalformedAnswer, object, oneOf, optionalString, payloadOf, string } from './dto-reader';
import { guardedAnswers } from './guarded-answer';

/**
 * The last log-on (GET status) and the marketing placements (docs/api/accounts.md) to domain types. Every function throws AccountsFailure with
 * ACC_MALFORMED and the offending path when the answer does not have the agreed shape.
 */
const guarded = guardedAnswers(AccountsErrorCodes.malformed);

/** GET status: lastLogonDate 'YYYY-MM-DD', lastLogonTime 'HH:mm' or 'HH:mm:ss', unsuccessfulLogonCount. */
export const toLastLogon = (answer: unknown): LastLogon =>
  guarded('status', () => {
    const path = 'answer.payload';
    const o = object(payloadOf(answer), path);
    const time = string(o, 'lastLogonTime', path);
    if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new MalformedAnswer(`${path}.lastLogonTime`, "a time 'HH:mm'");
    const count = integer(o, 'unsuccessfulLogonCount', path);
    if (count < 0) throw new MalformedAnswer(`${path}.unsuccessfulLogonCount`, 'zero or more');
    return { date: isoDate(o, 'lastLogonDate', path), time: time.slice(0, 5), unsuccessfulCount: count };
  });

function toAction(raw: unknown, path: string): MarketingAction {
  const o = object(raw, path);
  const type = oneOf(o, 'type', path, ['navigate', 'link', 'popout'] as const);
  // Addresses are read as sent: where they may lead is the bank's link rule, applied in core
  // (LoadMarketing, marketing-links.ts) exactly as for rich text; a bad one becomes the bank home.
  if (type === 'navigate') return { type, path: string(o, 'path', path) };
  if (type === 'link') return { type, url: string(o, 'url', path) };
  const p = object(o.popout, `${path}.popout`);
  const pp = `${path}.popout`;
  const ctaUrl = optionalString(p, 'ctaUrl', pp);
  return {
    type,
    popout: {
      title: string(p, 'title', pp),
      paragraphs: array(p.paragraphs, `${pp}.paragraphs`).map((t, i) => {
        if (typeof t !== 'string') throw new MalformedAnswer(`${pp}.paragraphs[${i}]`, 'a string');
        return t;
      }),
      ctaText: optionalString(p, 'ctaText', pp),
      ctaUrl,
    },
  };
}

function toBanner(raw: unknown, placement: MarketingPlacementId, path: string): MarketingBanner {
  const o = object(raw, path);
  const image = o.image === undefined || o.image === null ? null : object(o.image, `${path}.image`);
  return {
    id: string(o, 'id', path),
    placement,
    title: string(o, 'title', path),
    body: string(o, 'body', path),
    ctaText: string(o, 'ctaText', path),
    action: toAction(o.action, `${path}.action`),
    closable: o.closable === undefined ? true : flag(o, 'closable', path),
    image: image ? { src: string(image, 'src', `${path}.image`), alt: string(image, 'alt', `${path}.image`) } : null,
  };
}

/** Placements the app does not know are ignored; a known one must be a list of valid banners. */
export const toMarketing = (answer: unknown): MarketingConfig =>
  guarded('marketing', () => {
    const payload = object(payloadOf(answer), 'answer.payload');
    const config = { accountsList: [], accountsListEnd: [] } as MarketingConfig;
    for (const placement of marketingPlacements) {
      const list = payload[placement];
      if (list === undefined || list === null) continue;
      config[placement] = array(list, `answer.payload.${placement}`).map((b, i) =>
        toBanner(b, placement, `answer.payload.${placement}[${i}]`),
      );
    }
    return config;
  });
