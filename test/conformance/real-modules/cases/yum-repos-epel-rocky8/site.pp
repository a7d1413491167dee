node 'pkg08.example.com' {
  class { 'yum':
    keep_kernel_devel => true,
    clean_old_kernels => true,
    config_options    => { 'installonly_limit' => 3, 'skip_if_unavailable' => { 'ensure' => 'True' }, 'exclude' => 'absent', 'gpgcheck' => true },
    managed_repos     => ['appstream', 'baseos', 'internal'],
    repos             => {
      'internal' => { 'ensure' => 'present', 'enabled' => true, 'descr' => 'Internal packages', 'baseurl' => 'https://repo.example.com/el8/$basearch', 'gpgcheck' => true, 'gpgkey' => 'https://repo.example.com/RPM-GPG-KEY-internal' },
    },
    utils_package_name => 'dnf-utils',
  }
  include epel
  yum::gpgkey { '/etc/pki/rpm-gpg/RPM-GPG-KEY-internal': source => 'https://repo.example.com/RPM-GPG-KEY-internal' }
  yum::versionlock { 'nginx': ensure => present, version => '1.24.0', release => '1.el8', arch => 'x86_64', epoch => 1 }
  yum::versionlock { 'kernel': ensure => present, version => '4.18.0', release => '553.el8_10', arch => 'x86_64' }
  yum::group { 'Development Tools': ensure => present, timeout => 1200, install_options => ['--with-optional'] }
  yum::copr { 'copr:copr.fedorainfracloud.org:user/tools': ensure => enabled }
  yum::post_transaction_action { 'restart sshd': key => 'openssh-*', command => 'systemctl restart sshd' }
  yum::install { 'tool': ensure => present, source => 'https://repo.example.com/tool-1.0-1.el8.noarch.rpm' }
}
