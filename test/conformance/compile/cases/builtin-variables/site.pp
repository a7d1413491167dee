include a
b::d { 'top': }
class local { notify { 'local': message => "cm=${caller_module_name} mn=${module_name}" } }
include local
notify { 'top':
  message => [
    $module_name, $module_name =~ String, $caller_module_name =~ Undef, $name, $title, $environment,
    $server_facts['serverversion'], $server_facts['environment'], $settings::environment,
    $settings::storeconfigs, $settings::strict_variables, $settings::serverport, $clientcert, $::fqdn,
    $trusted['certname'], $trusted['hostname'], $trusted['domain'], $trusted['authenticated'],
  ],
}
