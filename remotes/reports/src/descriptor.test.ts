import { describeRemote } from '@console/area-kit/testing';
import packageJson from '../package.json';
import descriptor from './descriptor';
import { useAreaTranslation } from './i18n';

describeRemote({ descriptor, packageJson, useAreaTranslation });
