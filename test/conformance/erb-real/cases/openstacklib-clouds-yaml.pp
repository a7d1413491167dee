class erbcase {
  $auth_url = 'http://127.0.0.1:5000/v3'
  $password = 'secrete'
  $username = 'admin'
  $user_domain_name = 'Default'
  $project_name = 'admin'
  $project_domain_name = 'Default'
  $system_scope = 'all'
  $api_versions = {'identity' => 3, 'compute' => '2.90', 'image' => 2}
  $interface = 'internal'
  $region_name = undef
  notify { 'erb': message => template('openstacklib/clouds.yaml.erb') }
}
include erbcase
