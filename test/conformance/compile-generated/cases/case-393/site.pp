define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title, tag => 'web' }
  Notify { noop => true }
}
@file { '/tmp/f1': noop => true, * => {  } }
Notify { loglevel => 'info' }
d1 { 'd1-n1': }
Notify['d1-n1-d11'] -> Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
$v7 = 'val'
realize([File['/tmp/f1']])
