// /categories/:department: the theme's categories page for one department. An unknown
// department is a 404.
import { departmentLandingPage } from '@/lib/catalog/pages';

const page = departmentLandingPage('categories', 'Categories');
export const generateMetadata = page.generateMetadata;
export default page.DepartmentLandingPage;
