class erbcase {
  $service_token = "it's a 'token'"
  $service_endpoint = 'http://127.0.0.1:35357/v3'
  $use_no_cache = true
  $project_name = 'admin'
  $username = 'admin'
  $password = "pa'ss\\word'"
  $auth_url = 'http://127.0.0.1:5000/v3'
  $auth_strategy = 'keystone'
  $region_name = 'RegionOne'
  $project_domain_name = 'Default'
  $user_domain_name = undef
  $os_interface = 'public'
  $os_endpoint_type = 'publicURL'
  $compute_api_version = 2.1
  $identity_api_version = 3
  $polling_interval = 600
  $polling_meters = ['cpu', 'memory.usage', 'network.*']
  notify { 'erb': message => template('openstack_extras/openrc.erb', 'ceilometer/polling.yaml.erb') }
}
include erbcase
