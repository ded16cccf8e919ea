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
import type { LastLogonDto, MarketingActionDto, MarketingBannerDto, MarketingDto, MarketingImageDto, MarketingPopoutDto } from './accounts.dto';
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
    const o = object<LastLogonDto>(payloadOf(answer), path);
    const time = string(o, 'lastLogonTime', path);
    if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new MalformedAnswer(`${path}.lastLogonTime`, "a time 'HH:mm'");
    const count = integer(o, 'unsuccessfulLogonCount', path);
    if (count < 0) throw new MalformedAnswer(`${path}.unsuccessfulLogonCount`, 'zero or more');
    return { date: isoDate(o, 'lastLogonDate', path), time: time.slice(0, 5), unsuccessfulCount: count };
  });

/** One of the three actions, by its `type`. */
type ActionDto<K extends MarketingAction['type']> = Extract<MarketingActionDto, { type: K }>;

function toAction(raw: unknown, path: string): MarketingAction {
  const type = oneOf(object<MarketingActionDto>(raw, path), 'type', path, ['navigate', 'link', 'popout'] as const);
  // Addresses are read as sent: where they may lead is the bank's link rule, applied in core
  // (LoadMarketing, marketing-links.ts) exactly as for rich text; a bad one becomes the bank home.
  if (type === 'navigate') return { type, path: string(object<ActionDto<'navigate'>>(raw, path), 'path', path) };
  if (type === 'link') return { type, url: string(object<ActionDto<'link'>>(raw, path), 'url', path) };
  const p = object<MarketingPopoutDto>(object<ActionDto<'popout'>>(raw, path).popout, `${path}.popout`);
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
  const o = object<MarketingBannerDto>(raw, path);
  const image = o.image === undefined || o.image === null ? null : object<MarketingImageDto>(o.image, `${path}.image`);
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
    const payload = object<MarketingDto>(payloadOf(answer), 'answer.payload');
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
