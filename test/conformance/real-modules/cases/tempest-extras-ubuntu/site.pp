node 'test01.example.com' {
  include openstack_extras::repo::debian::ubuntu
  include openstack_extras::auth_file
  include tempest
}
