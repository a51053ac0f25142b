/**
 * Weights in kilograms or in stones and pounds (issue 23): many UK patients weigh themselves in
 * stones. The record keeps kilograms to one decimal, as every weight of the service does.
 */
/** The international pound (Weights and Measures Act 1985), 14 to the stone. */
const KG_PER_POUND = 0.45359237;
const POUNDS_PER_STONE = 14;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Stones and pounds in kilograms, to one decimal. */
export function kgFromStonesPounds(stones: number, pounds: number): number {
  return oneDecimal((stones * POUNDS_PER_STONE + pounds) * KG_PER_POUND);
}

/** Kilograms in whole stones and pounds to one decimal (never 14 lb: that is the next stone). */
export function stonesPoundsFromKg(kg: number): { stones: number; pounds: number } {
  const totalPounds = oneDecimal(kg / KG_PER_POUND);
  const stones = Math.floor(totalPounds / POUNDS_PER_STONE);
  return { stones, pounds: oneDecimal(totalPounds - stones * POUNDS_PER_STONE) };
}

/** "15 st 10.2 lb" */
export function formatStonesPounds(kg: number): string {
  const { stones, pounds } = stonesPoundsFromKg(kg);
  return `${stones} st ${pounds} lb`;
}
