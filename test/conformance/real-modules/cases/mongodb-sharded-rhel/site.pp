node 'mongocfg01.example.com' {
  include mongodb::globals
  include mongodb::server
  include mongodb::mongos
  include mongodb::client
  include mongodb::replset

  mongodb_shard { 'rs-a':
    member => 'rs-a/mongo-a1.example.com:27018',
    keys   => [{ 'users.profile' => { 'user_id' => 'hashed' } }],
  }
  mongodb::db { 'reports':
    user          => 'reporter',
    password_hash => Sensitive('0b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e'),
    roles         => ['read', 'readAnyDatabase'],
  }
}
