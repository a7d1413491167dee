define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
package { 'pkg1': tag => ['alpha', 'alpha'], * => {  } }
service { ['svc1', 'svc2', 'svc3']: notify => Package['pkg1'] }
Service { ensure => 'running' }
Service['svc1'] ~> [Service['svc1'], Package['pkg1']]
