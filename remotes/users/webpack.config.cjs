module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'users', port: 3101 });
