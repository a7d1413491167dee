class erbcase {
  $auth_url = 'https://keystone.example.com:5000'
  $password = 'pw'
  $username = 'nova'
  $user_domain_name = 'Default'
  $project_name = 'services'
  $project_domain_name = 'Default'
  $system_scope = undef
  $api_versions = {}
  $interface = undef
  $region_name = 'RegionOne'
  notify { 'erb': message => template('openstacklib/clouds.yaml.erb') }
}
include erbcase
