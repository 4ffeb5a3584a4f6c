import { CITIZEN_TAG_PATTERN, isValidCid, LINE_USER_ID_PATTERN, yearsBefore } from '@hbc/contracts';
import { SYNTHETIC_TAGS, syntheticPopulation } from './synthetic-citizens';

const TODAY = '2026-03-15';
const home = { provinceId: 40, provinceIds: [10, 40, 50, 90] };

describe('synthetic citizens', () => {
  const population = syntheticPopulation(1, TODAY);
  const people = Array.from({ length: 100_000 }, (_, index) => population.citizenOf(index, home));

  it('are the same person for the same seed and index, another for another seed', () => {
    expect(syntheticPopulation(1, TODAY).citizenOf(1234, home)).toEqual(people[1234]);
    expect(syntheticPopulation(2, TODAY).citizenOf(1234, home).cid).not.toBe(people[1234]?.cid);
  });

  it('have valid CIDs and LINE userIds, never two the same', () => {
    expect(people.every((person) => isValidCid(person.cid))).toBe(true);
    expect(new Set(people.map((person) => person.cid)).size).toBe(people.length);
    const lineIds = people.flatMap((person) => (person.lineUserId ? [person.lineUserId] : []));
    expect(lineIds.every((id) => new RegExp(LINE_USER_ID_PATTERN).test(id))).toBe(true);
    expect(new Set(lineIds).size).toBe(lineIds.length);
    // Far apart indexes too (a later run starts where the id sequence is).
    const late = population.citizenOf(2 ** 31 - 1, home);
    expect(isValidCid(late.cid)).toBe(true);
    expect(people.some((person) => person.cid === late.cid)).toBe(false);
  });

  it('are born over 0–95 years before today, mostly in their unit’s province', () => {
    const oldest = yearsBefore(TODAY, 96);
    expect(people.every((p) => p.birthDate > oldest && p.birthDate <= TODAY)).toBe(true);
    const young = people.filter((p) => p.birthDate > yearsBefore(TODAY, 10)).length;
    expect(young / people.length).toBeGreaterThan(0.09);
    expect(young / people.length).toBeLessThan(0.12);
    const atHome = people.filter((p) => p.provinceId === home.provinceId).length / people.length;
    expect(atHome).toBeGreaterThan(0.85);
    expect(atHome).toBeLessThan(0.92);
    expect(new Set(people.map((p) => p.provinceId))).toEqual(new Set(home.provinceIds));
  });

  it('are about half each sex, with tags of the list, 90 % following since the last three years', () => {
    const share = (test: (p: (typeof people)[number]) => boolean) =>
      people.filter(test).length / people.length;
    expect(share((p) => p.sex === 'FEMALE')).toBeCloseTo(0.49, 1);
    expect(share((p) => p.sex === 'UNKNOWN')).toBeCloseTo(0.02, 1);
    const tags = new Set<string>(Object.values(SYNTHETIC_TAGS));
    expect(people.every((p) => p.tags.every((tag) => tags.has(tag)))).toBe(true);
    expect(
      people.every((p) => p.tags.every((tag) => new RegExp(CITIZEN_TAG_PATTERN).test(tag))),
    ).toBe(true);
    expect(share((p) => p.tags.includes(SYNTHETIC_TAGS.diabetes))).toBeGreaterThan(0.05);

    expect(share((p) => p.followStatus === 'FOLLOWING')).toBeCloseTo(0.9, 2);
    expect(share((p) => p.followStatus === 'UNKNOWN' && p.lineUserId === null)).toBeCloseTo(
      0.04,
      2,
    );
    const since = `${yearsBefore(TODAY, 3)}T00:00:00Z`;
    const following = people.filter((p) => p.followStatus === 'FOLLOWING');
    expect(
      following.every(
        (p) =>
          p.followedAt !== null && p.followedAt >= since && p.followedAt < `${TODAY}T00:00:00Z`,
      ),
    ).toBe(true);
    const unfollowed = people.filter((p) => p.followStatus === 'UNFOLLOWED');
    expect(
      unfollowed.every((p) => p.unfollowedAt !== null && p.unfollowedAt > (p.followedAt ?? '')),
    ).toBe(true);
  });

  it('followed before Bangkok’s today began, so at any hour an import takes them', () => {
    // `today` is Bangkok's day, which starts at 17:00 UTC the day before.
    const bangkokMidnight = Date.parse(`${TODAY}T00:00:00+07:00`);
    const times = people.flatMap((p) => [p.followedAt, p.unfollowedAt]);
    expect(times.every((at) => at === null || Date.parse(at) < bangkokMidnight)).toBe(true);
  });
});
