/** Links to the GPhC's registers, where anyone can check a registration. */

/** decision 021: link to check the prescriber on the GPhC register. */
export function gphcRegisterUrl(registrationNumber: string): string {
  return `https://www.pharmacyregulation.org/registers/pharmacist/${encodeURIComponent(registrationNumber)}`;
}

/** Decision 090: the GPhC register's page of the registered pharmacy (its premises number). */
export function gphcPremisesRegisterUrl(premisesNumber: string): string {
  return `https://www.pharmacyregulation.org/registers/pharmacy/${encodeURIComponent(premisesNumber)}`;
}
