class erbcase {
  $attributes = {'zone' => 'internal', 'cost' => 1.5, 'flag' => true}
  $ns_records = {10 => 'ns1.example.org.', 2 => 'ns2.example.org.', 100 => 'ns3.example.org.'}
  $nameservers = ['10.0.0.10', '10.0.0.11']
  $dns_port = 53
  $bind9_hosts = ['10.0.0.10']
  $mdns_hosts = ['10.0.0.1', '10.0.0.2']
  $mdns_port = 5354
  $rndc_port = 953
  $rndc_config_file = undef
  $rndc_key_file = '/etc/designate/rndc.key'
  $clean_zonefile = true
  $also_notifies = ['192.0.2.1']
  $pdns4_hosts = ['10.0.0.20']
  $api_endpoint = 'http://127.0.0.1:8081'
  $api_token = 'secret'
  notify { 'erb': message => template('designate/bind9-pools.yaml.erb', 'designate/pdns4-pools.yaml.erb') }
}
include erbcase
