/**
 * GST for online education services sold in India: the states and union territories with their GST codes (the
 * first two digits of a GSTIN), the rate, the SAC code, and the GSTIN's own check digit. No zod here, so the
 * checkout's state picker costs the first load nothing.
 */

/** Prices are GST-inclusive at this rate (per cent). */
export const GST_RATE_PERCENT = 18;
/** SAC 999293: commercial training and coaching services. */
export const EDUCATION_SAC_CODE = '999293';

export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];
export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];

export const gstStateName = (code: string) => GST_STATES.find((state) => state.code === code)?.name;

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: a base-36 check digit over the first 14 (weights 1 and 2, alternating). */
export function gstinCheckCharacter(first14: string) {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = GSTIN_ALPHABET.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? '0';
}

/** Shape, a known state code and the check digit. */
export function isValidGstin(gstin: string) {
  return (
    GSTIN_SHAPE.test(gstin) &&
    gstStateName(gstin.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}
