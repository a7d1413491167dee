# A site service ("inventory") configured with the oslo defines into nova_config-like
# resources: nova_config is used as the target type, as sites reuse an existing one.
class profile::inventory (
  String $transport_url = 'rabbit://inv:pass@192.0.2.30:5672/',
  Array[String] $memcache = ['192.0.2.20:11211', '192.0.2.21:11211'],
) {
  oslo::messaging::default { 'nova_config':
    transport_url    => $transport_url,
    control_exchange => 'inventory',
  }
  oslo::messaging::rabbit { 'nova_config':
    rabbit_use_ssl     => false,
    rabbit_ha_queues   => true,
    heartbeat_rate     => 3,
  }
  oslo::messaging::notifications { 'nova_config':
    driver        => ['messagingv2'],
    transport_url => $transport_url,
    topics        => ['notifications'],
  }
  oslo::cache { 'nova_config':
    enabled          => true,
    backend          => 'dogpile.cache.pymemcache',
    memcache_servers => $memcache,
  }
  oslo::db { 'nova_config':
    connection     => 'mysql+pymysql://inv:pass@192.0.2.5/inventory',
    max_retries    => -1,
    db_max_retries => 5,
  }
  oslo::log { 'nova_config':
    debug   => true,
    log_dir => '/var/log/inventory',
  }
  openstacklib::policy { '/etc/inventory/policy.yaml':
    policies => {
      'admin_only' => { 'key' => 'context_is_admin', 'value' => 'role:admin' },
      'reader'     => { 'key' => 'inventory:get', 'value' => 'role:reader or rule:admin_only' },
    },
    file_user  => 'root',
    file_group => 'root',
  }
}
include profile::inventory
