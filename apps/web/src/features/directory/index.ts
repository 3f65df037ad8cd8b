export { DirectoryProfileSection } from './components/directory-profile-section.tsx';
