  $hosts = {'web1' => {'ip' => '10.0.0.1', 'aliases' => 'www'}, 'db1' => {'ip' => '10.0.0.2', 'aliases' => ['db', 'mysql']}, 'cache' => {'ip' => '10.0.0.3'}}
