node 'stor01.example.com' {
  include unattended_upgrades
  include lvm
  # backup's mount requires its mount point (mountpath_require).
  file { '/var/backups/local': ensure => directory }

  vcsrepo { '/opt/tools/ansible-roles':
    ensure   => present,
    provider => git,
    source   => 'https://git.example.com/ops/ansible-roles.git',
    revision => 'v2.4.1',
    depth    => 1,
    user     => 'deploy',
    owner    => 'deploy',
    group    => 'deploy',
  }
  vcsrepo { '/srv/mirrors/puppet-code.git':
    ensure   => mirror,
    provider => git,
    source   => {
      'origin'   => 'https://git.example.com/ops/puppet-code.git',
      'upstream' => 'https://github.example.com/puppet-code.git',
    },
  }
  vcsrepo { '/srv/svn/legacy':
    ensure              => latest,
    provider            => svn,
    source              => 'svn://svn.example.com/legacy/trunk',
    basic_auth_username => 'reader',
    basic_auth_password => 'svn-pass',
  }
  vcsrepo { '/opt/old-checkout':
    ensure   => absent,
    provider => git,
  }
}
