// /brands/:department: the theme's brands page for one department. An unknown
// department is a 404.
import { departmentLandingPage } from '@/lib/catalog/pages';

const page = departmentLandingPage('brands', 'Brands');
export const generateMetadata = page.generateMetadata;
export default page.DepartmentLandingPage;
