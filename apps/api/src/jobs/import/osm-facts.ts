import type { ImportedShopFacts } from '../../features/shops/shops.writer.ts';
import { locality, publicPhone, streetAddress, website, type FieldOutcome } from './osm-contact.ts';
import { importedHours } from './osm-hours.ts';
import type { OsmTags } from './osm-kinds.ts';

/** What became of one object's hours, phone, website and address, for the import's summary. */
export interface FieldReport {
  hours?: 'parsed' | 'text';
  phone?: 'kept' | 'skipped';
  website?: 'kept' | 'skipped';
  address?: 'kept';
}

/** The import's counts of those fields, over the shops of the file (whether new or there already). */
export interface FieldCounts {
  hours: { parsed: number; text: number };
  phones: { kept: number; notIndian: number };
  websites: { kept: number; notWeb: number };
  addresses: { kept: number };
}

export const noFieldCounts = (): FieldCounts => ({
  hours: { parsed: 0, text: 0 },
  phones: { kept: 0, notIndian: 0 },
  websites: { kept: 0, notWeb: 0 },
  addresses: { kept: 0 },
});

const outcomeOf = (field: FieldOutcome<string>) =>
  field === undefined ? undefined : 'value' in field ? ('kept' as const) : ('skipped' as const);

/** The public facts of an OpenStreetMap object that a shop page shows, and what became of each. */
export function osmFacts(tags: OsmTags, now: Date): { facts: ImportedShopFacts; report: FieldReport } {
  const hours = importedHours(tags.opening_hours, now);
  const phone = publicPhone(tags);
  const site = website(tags);
  const street = streetAddress(tags);
  const facts: ImportedShopFacts = {
    openingHours: hours?.kind === 'parsed' ? hours.hours : null,
    holidays: hours?.kind === 'parsed' ? hours.holidays : [],
    openingHoursText: hours?.kind === 'text' ? hours.text : null,
    publicPhone: phone && 'value' in phone ? phone.value : null,
    website: site && 'value' in site ? site.value : null,
    streetAddress: street ?? null,
    locality: locality(tags) ?? null,
  };
  const report: FieldReport = {
    hours: hours?.kind,
    phone: outcomeOf(phone),
    website: outcomeOf(site),
    address: street ? 'kept' : undefined,
  };
  return { facts, report };
}

/** Adds one shop's report to the counts. */
export function countFields(counts: FieldCounts, report: FieldReport): void {
  if (report.hours) counts.hours[report.hours]++;
  if (report.phone) counts.phones[report.phone === 'kept' ? 'kept' : 'notIndian']++;
  if (report.website) counts.websites[report.website === 'kept' ? 'kept' : 'notWeb']++;
  if (report.address) counts.addresses.kept++;
}

/**
 * The summary of the fields, nothing silently lost: "hours: 30 parsed, 3 kept as text; phones:
 * 40 kept, 2 not Indian numbers; websites: 12 kept, 1 not http(s); street addresses: 25 kept".
 * Empty when the file had none of them (a CSV).
 */
export function fieldsLine(counts: FieldCounts, number: (n: number) => string = String): string {
  const parts: string[] = [];
  const { hours, phones, websites, addresses } = counts;
  if (hours.parsed + hours.text > 0)
    parts.push(`hours: ${number(hours.parsed)} parsed, ${number(hours.text)} kept as text`);
  if (phones.kept + phones.notIndian > 0)
    parts.push(`phones: ${number(phones.kept)} kept, ${number(phones.notIndian)} not Indian numbers`);
  if (websites.kept + websites.notWeb > 0)
    parts.push(`websites: ${number(websites.kept)} kept, ${number(websites.notWeb)} not http(s)`);
  if (addresses.kept > 0) parts.push(`street addresses: ${number(addresses.kept)} kept`);
  return parts.join('; ');
}
