notify {
  default: message => "${facts[hostname]} says hi", withpath => true;
  'n1': tag => ['beta', 'beta'];
  'n2': message => "tab\there";
  'n3': message => "${trusted[certname]} says hi";
}
notify { 'n4': tag => 'alpha', * => { 'message' => "${facts[hostname]} says hi" } }
Notify { tag => ['beta', 'db'] }
file { '/tmp/f1': notify => Notify['n3'], content => "${trusted[certname]}", mode => '0644' }
tag 'gamma'
include missing::klass
