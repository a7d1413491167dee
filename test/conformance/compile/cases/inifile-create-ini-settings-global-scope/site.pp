# inifile::create_ini_settings is a 4.x Ruby function without scope_param: its call_function runs
# create_resources in Puppet's global scope, so the settings belong to (and are tagged by)
# Class[main], not the class that called it; a hash value is the setting's own parameters.
class profile::app {
  inifile::create_ini_settings(
    {
      'main' => { 'port' => 8443, 'debug' => { 'ensure' => 'absent' } },
      42     => { 'x' => 'y' },
    },
    { 'path' => '/etc/app.ini', 'key_val_separator' => ' = ' },
  )
}
include profile::app
