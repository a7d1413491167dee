class profile::cinder::backends {
  $backends = lookup('profile::cinder::backends', Hash[String, Hash], 'deep', {})
  $defaults = lookup('profile::cinder::backend_defaults', Hash, 'hash', {})

  $by_driver = $backends.reduce({}) |$memo, $kv| {
    $driver = $kv[1]['driver']
    $memo + { $driver => pick($memo[$driver], {}) + { $kv[0] => $kv[1] - 'driver' } }
  }

  $by_driver.each |$driver, $hash| {
    create_resources("cinder::backend::${driver}", $hash, pick($defaults[$driver], {}))
  }

  class { 'cinder::backends':
    enabled_backends => sort(keys($backends)),
  }

  $types = lookup('profile::cinder::types', Hash, 'deep', {})
  create_resources('cinder_type', $types, { 'ensure' => 'present', 'is_public' => true })

  lookup('profile::cinder::qos', Hash, 'hash', {}).each |$name, $spec| {
    cinder_qos { $name:
      properties => $spec['properties'],
      consumer   => $spec['consumer'],
      associations => $spec['types'],
    }
  }
}

node 'blk02.example.com' {
  include apache
  include cinder
  include cinder::db
  include cinder::db::sync
  include cinder::logging
  include cinder::keystone::authtoken
  include cinder::api
  include cinder::wsgi::apache
  include cinder::scheduler
  include cinder::volume
  include cinder::backup::ceph
  include cinder::quota
  include cinder::cron::db_purge
  include cinder::glance
  include cinder::nova
  include profile::cinder::backends
}
