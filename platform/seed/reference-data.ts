// Reference data: stores, Indian pincodes, countries with their address forms, currencies and
// languages. Coordinates are approximate centres of each area.
import type { AddressField } from '../db/schema';
import { stableId } from './random';

// [pincode, city, state, state code, latitude, longitude]
type PincodeRow = [string, string, string, string, number, number];

export const PINCODES: PincodeRow[] = [
  ['400001', 'Mumbai', 'Maharashtra', 'MH', 18.9388, 72.8354],
  ['400050', 'Mumbai', 'Maharashtra', 'MH', 19.0596, 72.8295],
  ['400053', 'Mumbai', 'Maharashtra', 'MH', 19.1364, 72.8296],
  ['400070', 'Mumbai', 'Maharashtra', 'MH', 19.0728, 72.8826],
  ['400076', 'Mumbai', 'Maharashtra', 'MH', 19.1187, 72.9073],
  ['400601', 'Thane', 'Maharashtra', 'MH', 19.1943, 72.9702],
  ['421302', 'Bhiwandi', 'Maharashtra', 'MH', 19.2813, 73.0483],
  ['411001', 'Pune', 'Maharashtra', 'MH', 18.5203, 73.8567],
  ['411038', 'Pune', 'Maharashtra', 'MH', 18.5074, 73.8077],
  ['440001', 'Nagpur', 'Maharashtra', 'MH', 21.1458, 79.0882],
  ['422001', 'Nashik', 'Maharashtra', 'MH', 19.9975, 73.7898],
  ['110001', 'New Delhi', 'Delhi', 'DL', 28.6315, 77.2167],
  ['110016', 'New Delhi', 'Delhi', 'DL', 28.5494, 77.2001],
  ['110025', 'New Delhi', 'Delhi', 'DL', 28.5621, 77.2841],
  ['110085', 'New Delhi', 'Delhi', 'DL', 28.7041, 77.1025],
  ['122001', 'Gurugram', 'Haryana', 'HR', 28.4595, 77.0266],
  ['122018', 'Gurugram', 'Haryana', 'HR', 28.4089, 77.0420],
  ['201301', 'Noida', 'Uttar Pradesh', 'UP', 28.5708, 77.3261],
  ['226001', 'Lucknow', 'Uttar Pradesh', 'UP', 26.8467, 80.9462],
  ['221001', 'Varanasi', 'Uttar Pradesh', 'UP', 25.3176, 82.9739],
  ['560001', 'Bengaluru', 'Karnataka', 'KA', 12.9716, 77.5946],
  ['560034', 'Bengaluru', 'Karnataka', 'KA', 12.9352, 77.6245],
  ['560038', 'Bengaluru', 'Karnataka', 'KA', 12.9784, 77.6408],
  ['560066', 'Bengaluru', 'Karnataka', 'KA', 12.9698, 77.7500],
  ['560103', 'Bengaluru', 'Karnataka', 'KA', 12.9260, 77.6762],
  ['570001', 'Mysuru', 'Karnataka', 'KA', 12.2958, 76.6394],
  ['575001', 'Mangaluru', 'Karnataka', 'KA', 12.9141, 74.8560],
  ['600001', 'Chennai', 'Tamil Nadu', 'TN', 13.0827, 80.2707],
  ['600017', 'Chennai', 'Tamil Nadu', 'TN', 13.0418, 80.2341],
  ['600040', 'Chennai', 'Tamil Nadu', 'TN', 13.0850, 80.2101],
  ['641001', 'Coimbatore', 'Tamil Nadu', 'TN', 11.0168, 76.9558],
  ['500001', 'Hyderabad', 'Telangana', 'TG', 17.3850, 78.4867],
  ['500034', 'Hyderabad', 'Telangana', 'TG', 17.4156, 78.4347],
  ['500081', 'Hyderabad', 'Telangana', 'TG', 17.4435, 78.3772],
  ['700001', 'Kolkata', 'West Bengal', 'WB', 22.5726, 88.3639],
  ['700016', 'Kolkata', 'West Bengal', 'WB', 22.5535, 88.3520],
  ['700091', 'Kolkata', 'West Bengal', 'WB', 22.5806, 88.4163],
  ['380009', 'Ahmedabad', 'Gujarat', 'GJ', 23.0364, 72.5611],
  ['380015', 'Ahmedabad', 'Gujarat', 'GJ', 23.0120, 72.5108],
  ['395003', 'Surat', 'Gujarat', 'GJ', 21.1959, 72.8302],
  ['390001', 'Vadodara', 'Gujarat', 'GJ', 22.3072, 73.1812],
  ['302001', 'Jaipur', 'Rajasthan', 'RJ', 26.9124, 75.7873],
  ['313001', 'Udaipur', 'Rajasthan', 'RJ', 24.5854, 73.7125],
  ['160017', 'Chandigarh', 'Chandigarh', 'CH', 30.7410, 76.7790],
  ['141001', 'Ludhiana', 'Punjab', 'PB', 30.9010, 75.8573],
  ['143001', 'Amritsar', 'Punjab', 'PB', 31.6340, 74.8723],
  ['682001', 'Kochi', 'Kerala', 'KL', 9.9312, 76.2673],
  ['695001', 'Thiruvananthapuram', 'Kerala', 'KL', 8.5241, 76.9366],
  ['452001', 'Indore', 'Madhya Pradesh', 'MP', 22.7196, 75.8577],
  ['462001', 'Bhopal', 'Madhya Pradesh', 'MP', 23.2599, 77.4126],
  ['800001', 'Patna', 'Bihar', 'BR', 25.5941, 85.1376],
  ['751001', 'Bhubaneswar', 'Odisha', 'OD', 20.2961, 85.8245],
  ['781001', 'Guwahati', 'Assam', 'AS', 26.1445, 91.7362],
  ['403001', 'Panaji', 'Goa', 'GA', 15.4909, 73.8278],
  ['248001', 'Dehradun', 'Uttarakhand', 'UK', 30.3165, 78.0322],
  ['180001', 'Jammu', 'Jammu and Kashmir', 'JK', 32.7266, 74.8570],
  ['530001', 'Visakhapatnam', 'Andhra Pradesh', 'AP', 17.6868, 83.2185],
  ['520001', 'Vijayawada', 'Andhra Pradesh', 'AP', 16.5062, 80.6480],
  ['834001', 'Ranchi', 'Jharkhand', 'JH', 23.3441, 85.3096],
  ['492001', 'Raipur', 'Chhattisgarh', 'CG', 21.2514, 81.6296],
  ['605001', 'Puducherry', 'Puducherry', 'PY', 11.9416, 79.8083],
  // A capital of every other state and union territory, so each one can be chosen in an address.
  ['171001', 'Shimla', 'Himachal Pradesh', 'HP', 31.1048, 77.1734],
  ['791111', 'Itanagar', 'Arunachal Pradesh', 'AR', 27.0844, 93.6053],
  ['795001', 'Imphal', 'Manipur', 'MN', 24.817, 93.9368],
  ['793001', 'Shillong', 'Meghalaya', 'ML', 25.5788, 91.8933],
  ['796001', 'Aizawl', 'Mizoram', 'MZ', 23.7271, 92.7176],
  ['797001', 'Kohima', 'Nagaland', 'NL', 25.6751, 94.1086],
  ['737101', 'Gangtok', 'Sikkim', 'SK', 27.3389, 88.6065],
  ['799001', 'Agartala', 'Tripura', 'TR', 23.8315, 91.2868],
  ['194101', 'Leh', 'Ladakh', 'LA', 34.1526, 77.5771],
  ['744101', 'Port Blair', 'Andaman and Nicobar Islands', 'AN', 11.6234, 92.7265],
  ['682555', 'Kavaratti', 'Lakshadweep', 'LD', 10.5669, 72.642],
  ['396230', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', 'DH', 20.2766, 73.0169],
];

export const STORES = [
  { code: 'LL-WH-BHW', name: 'Lumen & Loom Fulfilment Centre', type: 'warehouse', address: 'Building C4, Everest Logistics Park, Mumbai-Nashik Highway, Vadape', pincode: '421302', phone: '+91 22 6824 1100' },
  { code: 'LL-MUM-BDR', name: 'Lumen & Loom Bandra', type: 'high_street', address: '24, Hill Road, near Elco Market, Bandra West', pincode: '400050', phone: '+91 22 6824 1200' },
  { code: 'LL-DEL-CP', name: 'Lumen & Loom Connaught Place', type: 'high_street', address: 'N-12, Inner Circle, Connaught Place', pincode: '110001', phone: '+91 11 4105 3300' },
  { code: 'LL-BLR-IND', name: 'Lumen & Loom Indiranagar', type: 'high_street', address: '1012, 12th Main Road, HAL 2nd Stage, Indiranagar', pincode: '560038', phone: '+91 80 4718 2210' },
  { code: 'LL-CHE-TNR', name: 'Lumen & Loom T. Nagar', type: 'high_street', address: '45, Usman Road, T. Nagar', pincode: '600017', phone: '+91 44 4353 7720' },
  { code: 'LL-HYD-BJH', name: 'Lumen & Loom Banjara Hills', type: 'mall', address: 'Unit 214, GVK One Mall, Road No. 1, Banjara Hills', pincode: '500034', phone: '+91 40 4967 2280' },
  { code: 'LL-KOL-PKS', name: 'Lumen & Loom Park Street', type: 'high_street', address: '18A, Park Street, Mullick Bazar', pincode: '700016', phone: '+91 33 4061 9930' },
  { code: 'LL-PUN-KP', name: 'Lumen & Loom Koregaon Park', type: 'mall', address: 'Shop 7, Lane 6, North Main Road, Koregaon Park', pincode: '411001', phone: '+91 20 6733 4410' },
  { code: 'LL-JAI-CS', name: 'Lumen & Loom C-Scheme', type: 'high_street', address: 'D-32, Ashok Marg, C-Scheme', pincode: '302001', phone: '+91 141 401 8850' },
];

const re = (value: string, min?: number, max?: number): AddressField['validation'] => ({
  type: 'regex',
  regex: { value, ...(min !== undefined || max !== undefined ? { length: { min, max } } : {}) },
});
const field = (slug: string, display_name: string, required: boolean, input = 'text', validation?: AddressField['validation']): AddressField => ({
  slug, display_name, required, input, edit: true, ...(validation ? { validation } : {}),
});

// The pincode field is `area_code` (the address payload names it so).
export const COUNTRIES = [
  { iso2: 'IN', iso3: 'IND', name: 'India', phoneCode: '+91', currency: 'INR', latitude: 20.5937, longitude: 78.9629, fields: [
    field('name', 'Full Name', true, 'text', re("^[A-Za-z0-9 .'_-]+$", 1, 80)),
    field('phone', 'Mobile Number', true, 'mobile', re('^[6-9][0-9]{9}$', 10, 10)),
    field('email', 'Email', false, 'email', re('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$')),
    field('address', 'Flat, House no., Building, Company, Apartment', true, 'text', re('.+', 1, 200)),
    field('area', 'Area, Street, Sector, Village', true, 'text', re('.+', 1, 150)),
    field('landmark', 'Landmark', false, 'text', re('.*', 0, 100)),
    field('area_code', 'Pincode', true, 'text', re('^[1-9][0-9]{5}$', 6, 6)),
    field('city', 'City', true),
    field('state', 'State', true, 'list'),
  ] },
  { iso2: 'US', iso3: 'USA', name: 'United States', phoneCode: '+1', currency: 'USD', latitude: 37.0902, longitude: -95.7129, fields: [
    field('name', 'Full Name', true),
    field('phone', 'Phone Number', true, 'mobile', re('^[2-9][0-9]{9}$', 10, 10)),
    field('address', 'Street Address', true, 'text', re('.+', 1, 200)),
    field('area', 'Apartment, Suite, Unit', false),
    field('city', 'City', true),
    field('state', 'State', true, 'list'),
    field('area_code', 'ZIP Code', true, 'text', re('^[0-9]{5}(-[0-9]{4})?$', 5, 10)),
  ] },
  { iso2: 'GB', iso3: 'GBR', name: 'United Kingdom', phoneCode: '+44', currency: 'GBP', latitude: 55.3781, longitude: -3.436, fields: [
    field('name', 'Full Name', true),
    field('phone', 'Phone Number', true, 'mobile', re('^[0-9]{10,11}$', 10, 11)),
    field('address', 'Address Line 1', true, 'text', re('.+', 1, 200)),
    field('area', 'Address Line 2', false),
    field('city', 'Town or City', true),
    field('area_code', 'Postcode', true, 'text', re('^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$', 5, 8)),
  ] },
  { iso2: 'AE', iso3: 'ARE', name: 'United Arab Emirates', phoneCode: '+971', currency: 'AED', latitude: 23.4241, longitude: 53.8478, fields: [
    field('name', 'Full Name', true),
    field('phone', 'Mobile Number', true, 'mobile', re('^5[0-9]{8}$', 9, 9)),
    field('address', 'Building, Villa, Apartment', true, 'text', re('.+', 1, 200)),
    field('area', 'Area, Street', true),
    field('landmark', 'Landmark', false),
    field('city', 'City', true),
    field('state', 'Emirate', true, 'list'),
  ] },
  { iso2: 'SG', iso3: 'SGP', name: 'Singapore', phoneCode: '+65', currency: 'SGD', latitude: 1.3521, longitude: 103.8198, fields: [
    field('name', 'Full Name', true),
    field('phone', 'Phone Number', true, 'mobile', re('^[689][0-9]{7}$', 8, 8)),
    field('address', 'Block, Street', true, 'text', re('.+', 1, 200)),
    field('area', 'Unit Number', false),
    field('area_code', 'Postal Code', true, 'text', re('^[0-9]{6}$', 6, 6)),
  ] },
];

export const CURRENCIES = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', decimalDigits: 2, countryCode: 'IN' },
  { code: 'USD', name: 'US Dollar', symbol: '$', decimalDigits: 2, countryCode: 'US' },
  { code: 'EUR', name: 'Euro', symbol: '€', decimalDigits: 2, countryCode: 'EU' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimalDigits: 2, countryCode: 'GB' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', decimalDigits: 2, countryCode: 'AE' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', decimalDigits: 2, countryCode: 'SG' },
].map((c) => ({ ...c, id: stableId('currency', c.code), isActive: true }));

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी (Hindi)' },
];
