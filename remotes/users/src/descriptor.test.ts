import { describeRemoteDescriptor } from '@console/testing/descriptor';
import packageJson from '../package.json';
import descriptor from './descriptor';
import routes from './routes.json';

describeRemoteDescriptor({ name: 'users', descriptor, packageJson, routes });
