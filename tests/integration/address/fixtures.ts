// An address the seeded shop delivers to (Mumbai 400050), for the address tests.
export const HOME = {
  name: 'Asha Verma',
  phone: '9876543210',
  address: 'Flat 4B, Sea View Apartments',
  area: 'Hill Road, Bandra West',
  landmark: 'Near Elco Market',
  area_code: '400050',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
  address_type: 'home',
};
