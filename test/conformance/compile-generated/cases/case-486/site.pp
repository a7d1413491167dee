notify {
  default: tag => 'beta', withpath => false;
  'n1': withpath => true;
  'n2': loglevel => 'info';
}
notify {
  default: before => Notify['n2'], tag => ['beta', 'gamma'];
  'n3': message => 'hello';
  'n4': withpath => false, message => "tab\there";
}
File { subscribe => [Notify['n4']], owner => 'www-data' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': withpath => true, message => "${facts[hostname]} says hi" }
Exec { require => [Notify['n5'], Notify['n1']] }
