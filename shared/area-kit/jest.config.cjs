module.exports = { ...require('@console/testing/jest-preset.cjs') };
