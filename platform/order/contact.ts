// What an order's address copy says about who and where (the order calls, the delivery OTP and
// public tracking read the same fields), and phone numbers compared by their digits.
export type OrderContact = {
  name?: string;
  phone?: string;
  email?: string;
  country_phone_code?: string;
  city?: string;
  state?: string;
  area_code?: string;
  country?: string;
};

export const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');
