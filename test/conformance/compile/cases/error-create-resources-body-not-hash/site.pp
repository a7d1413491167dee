# A body that is not a hash fails in the defaults' Hash#merge (keystone's fernet_keys given as
# key => text instead of key => { content => text }).
create_resources('file', { '/etc/k/0' => 'a2V5MA==' }, { 'mode' => '0600' })
