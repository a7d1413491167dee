# The bundled example's nova profile: a package, its service and nova.conf settings through the
# module's own resource type `nova_config`.
class nova (
  Boolean $debug = false,
  Integer $workers = 2,
) {
  package { 'nova-common':
    ensure => installed,
  }

  nova_config {
    'DEFAULT/debug':          value => $debug;
    'DEFAULT/osapi_workers':  value => $workers;
    'database/connection':    value => 'mysql+pymysql://nova@db/nova', secret => true;
  }

  service { 'nova-api':
    ensure    => running,
    require   => Package['nova-common'],
    subscribe => Nova_config['DEFAULT/debug'],
  }
}
