module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'reports', port: 3107 });
