Notify { tag => 'gamma' }
service {
  default: tag => ['web', 'web'], enable => false;
  'svc1': tag => 'beta';
}
User <|  |> { require => Service['svc1'] }
@notify { 'n1': tag => 'gamma', withpath => true }
Service['svc1'] { noop => true }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'info' }
File['/tmp/f3'] { require +> Service['svc1'] }
realize(Notify['n1'])
file { '/tmp/f4': mode => '0600', noop => true }
Notify <| ensure == 'directory' or message == 'world' |>
tag 'gamma'
