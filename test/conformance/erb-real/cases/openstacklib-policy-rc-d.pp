class erbcase {
  $services = ['nova-api', 'nova-compute', 'keystone']
  notify { 'erb': message => template('openstacklib/policy-rc.d.erb') }
}
include erbcase
