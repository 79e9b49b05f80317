// The pincode rule and its words: the storefront's
// check and the logistics API refuse the same input with the same message.

/** An Indian pincode: six digits, the first not zero. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PINCODE_MESSAGES = {
  required: 'Pincode is required',
  invalid: 'Enter Valid Pincode',
  notServiceable: 'Pincode not serviceable',
} as const;
