export { MyProfile } from './components/my-profile';
