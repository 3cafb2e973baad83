module.exports = require('@console/area-kit/jest.cjs')(__dirname);
