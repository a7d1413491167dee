define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
$v2 = { 'k' => 'v' }
notify { 'n1': message => '', * => { 'noop' => false } }
Notify['n1'] { withpath => false }
notify { 'n2': message => true, * => { 'tag' => ['db', 'beta'] } }
user { 'user1': managehome => false }
