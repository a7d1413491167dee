node 'bastion.example.com' {
  class { 'ssh::server':
    storeconfigs_enabled => false,
    include_dir          => '/etc/ssh/sshd_config.d',
    include_dir_purge    => true,
    validate_sshd_file   => true,
    options              => {
      'Port'                   => [22, 2222],
      'PermitRootLogin'        => 'prohibit-password',
      'PasswordAuthentication' => 'no',
      'AllowGroups'            => ['ssh-users', 'admins'],
      'AcceptEnv'              => 'LANG LC_*',
      'HostKey'                => ['/etc/ssh/ssh_host_ed25519_key', '/etc/ssh/ssh_host_rsa_key'],
      'KexAlgorithms'          => 'curve25519-sha256,curve25519-sha256@libssh.org',
      'ClientAliveInterval'    => 300,
      'X11Forwarding'          => false,
      'UseDNS'                 => true,
    },
    options_absent       => ['Banner', 'PrintMotd'],
    config_files         => {
      '10-crypto' => { 'options' => { 'Ciphers' => 'aes256-gcm@openssh.com,chacha20-poly1305@openssh.com', 'MACs' => ['hmac-sha2-512-etm@openssh.com', 'hmac-sha2-256-etm@openssh.com'] } },
      '20-sftp'   => { 'mode' => '0644', 'options' => { 'Subsystem' => 'sftp internal-sftp', 'Match' => { 'Group sftp' => { 'ChrootDirectory' => '/srv/sftp/%u', 'ForceCommand' => 'internal-sftp', 'AllowTcpForwarding' => 'no' } } } },
    },
    match_block          => {
      'backup' => { 'type' => 'user', 'options' => { 'AllowTcpForwarding' => 'no', 'PermitTTY' => 'no' } },
    },
  }
  ssh::server::config_file { '30-legacy':
    path    => '/etc/ssh/sshd_config.d/30-legacy.conf',
    include => '/etc/ssh/sshd_config.d/extra/*.conf',
    options => { 'PubkeyAcceptedAlgorithms' => '+ssh-rsa' },
  }
  ssh::server::options { 'logging':
    order   => 20,
    options => { 'LogLevel' => 'VERBOSE', 'SyslogFacility' => 'AUTHPRIV', 'MaxAuthTries' => 3 },
  }
  ssh::server::match_block { '10.0.0.0/8':
    type    => 'Address',
    order   => 60,
    options => { 'PasswordAuthentication' => 'yes', 'AuthenticationMethods' => ['publickey,password', 'publickey'] },
  }
  ssh::server::match_block { 'deploy,ci':
    order   => 70,
    options => { 'ForceCommand' => '/usr/local/bin/deploy-shell', 'PermitOpen' => ['localhost:8080', 'localhost:9090'] },
  }
  ssh::server::host_key { 'ssh_host_ed25519_key':
    private_key_content => "-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
    public_key_content  => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBastion root@bastion',
    certificate_content => 'ssh-ed25519-cert-v01@openssh.com AAAACert root@bastion',
  }
  ssh::server::host_key { 'ssh_host_rsa_key':
    private_key_source => 'puppet:///modules/site/rsa_key',
    public_key_source  => 'puppet:///modules/site/rsa_key.pub',
  }
  ssh::server::host_key { 'ssh_host_ecdsa_key':
    ensure => absent,
  }
  class { 'ssh::client':
    storeconfigs_enabled => false,
    options              => {
      'Host *.internal' => { 'ProxyJump' => 'bastion.example.com', 'User' => 'ops', 'ForwardAgent' => 'no' },
      'ServerAliveInterval' => 60,
      'HashKnownHosts'      => 'yes',
    },
    options_absent       => ['GSSAPIAuthentication'],
  }
  ssh::client::match_block { 'git.example.com':
    type    => 'host',
    options => { 'IdentityFile' => '~/.ssh/git_ed25519', 'IdentitiesOnly' => 'yes' },
  }
  ssh::client::match_block { '"test -f /run/vpn-up"':
    type    => 'exec',
    order   => 60,
    options => { 'ProxyCommand' => 'none' },
  }
  ssh::client::config::user { 'alice':
    options => { 'Host github.com' => { 'IdentityFile' => '/home/alice/.ssh/gh' }, 'Compression' => 'yes' },
  }
  ssh::client::config::user { 'bob':
    ensure              => present,
    user_home_dir       => '/srv/home/bob',
    manage_user_ssh_dir => false,
    options             => { 'User' => 'robert' },
  }
}
