node 'rdo08.example.com' {
  class { 'openstack_extras::repo::redhat::redhat':
    release          => 'caracal',
    manage_epel      => true,
    repo_hash        => {
      'ceph-reef' => { 'baseurl' => 'http://mirror.stream.centos.org/SIGs/8-stream/storage/x86_64/ceph-reef/', 'descr' => 'Ceph Reef', 'gpgkey' => 'file:///etc/pki/rpm-gpg/RPM-GPG-KEY-CentOS-SIG-Storage', 'priority' => '20' },
      'internal'  => { 'baseurl' => 'https://repo.example.com/el8/', 'descr' => 'Internal', 'gpgcheck' => '0', 'skip_if_unavailable' => '1' },
    },
    repo_defaults    => { 'priority' => '50' },
    gpgkey_hash      => { '/etc/pki/rpm-gpg/RPM-GPG-KEY-CentOS-SIG-Storage' => { 'source' => 'puppet:///modules/openstack_extras/RPM-GPG-KEY-CentOS-SIG-Storage' } },
    repo_source_hash => { 'delorean.repo' => 'https://trunk.rdoproject.org/centos8-caracal/current/delorean.repo' },
    repo_replace     => false,
    purge_unmanaged  => true,
    package_require  => true,
    update_packages  => true,
    update_timeout   => 1200,
  }
  package { ['python3-openstackclient', 'openstack-selinux']: ensure => installed }
  class { 'openstack_extras::auth_file':
    password         => 'admin-pass',
    auth_url         => 'https://id.example.com:5000/v3',
    project_name     => 'admin',
    region_name      => 'RegionOne',
  }
}
