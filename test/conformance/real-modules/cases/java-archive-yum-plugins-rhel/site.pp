node default {
  java::adoptium { 'jdk17':
    ensure         => 'present',
    version_major  => '17.0.9',
    version_minor  => '9',
    version_patch  => '',
    version_build  => '',
    basedir        => '/opt/java',
    manage_symlink => true,
    symlink_name   => 'java17',
    proxy_server   => 'http://proxy.example.com:3128',
    proxy_type     => 'http',
  }
  java::adoptium { 'jre21':
    version_major => '21',
    version_minor => '0',
    version_patch => '1',
    version_build => '12',
    url           => 'https://mirror.example.com/OpenJDK21U-jre_x64_linux_hotspot_21.0.1_12.tar.gz',
  }
  java::sap { 'sapmachine-jdk':
    version        => '11',
    java           => 'jdk',
    basedir        => '/opt/sap',
    manage_symlink => true,
    symlink_name   => 'sapmachine',
  }
  java::sap { 'sapjvm':
    version => '8',
    java    => 'jdk',
  }
  java::download { 'jdk8':
    ensure       => 'present',
    java_se      => 'jdk',
    url          => 'https://downloads.example.com/jdk-8u201-linux-x64.tar.gz',
    basedir      => '/usr/java',
    package_type => 'tar.gz',
    version_major => '8u201',
    version_minor => 'b09',
  }

  file { '/opt/apps': ensure => directory }
  archive::nexus { '/opt/apps/service.jar':
    url        => 'https://nexus.example.com',
    gav        => 'com.example:service:1.4.2',
    repository => 'releases',
    packaging  => 'jar',
    checksum_type => 'sha1',
    owner      => 'app',
    group      => 'app',
    mode       => '0640',
  }
  archive::nexus { '/opt/apps/dist.tar.gz':
    url             => 'https://nexus3.example.com',
    gav             => 'com.example:dist:2.0.0-SNAPSHOT',
    repository      => 'maven-snapshots',
    packaging       => 'tar.gz',
    classifier      => 'linux-x64',
    use_nexus3_urls => true,
    extract         => true,
    extract_path    => '/opt/apps',
    creates         => '/opt/apps/dist',
    cleanup         => true,
    username        => 'deploy',
    password        => 'deploy-pw',
  }

  class { 'yum':
    clean_old_kernels => true,
    keep_kernel_devel => true,
    config_options    => {
      'installonly_limit' => 3,
      'proxy'             => 'http://proxy.example.com:3128',
      'proxy_password'    => Sensitive('proxy-pw'),
      'gpgcheck'          => true,
      'exclude'           => 'kernel-rt*',
      'deltarpm'          => { 'ensure' => 'absent' },
    },
  }
  class { 'yum::plugin::versionlock': ensure => 'present', clean => true }
  yum::versionlock { 'bash': ensure => 'present', version => '5.1.8', release => '6.el9', epoch => 0, arch => 'x86_64' }
  yum::versionlock { 'openssl-libs': version => '3.0.7', release => '27.el9' }
  include yum::plugin::post_transaction_actions
  yum::post_transaction_action { 'restart httpd on openssl':
    key     => 'openssl*',
    state   => 'any',
    command => '/usr/bin/systemctl try-restart httpd',
  }

  class { 'letsencrypt': email => 'ops@example.com', configure_epel => false, package_ensure => 'installed' }
  class { 'letsencrypt::plugin::dns_cloudflare': api_token => 'cf-token', propagation_seconds => 30 }
  class { 'letsencrypt::plugin::dns_route53': propagation_seconds => 20 }
  class { 'letsencrypt::plugin::dns_linode': api_key => 'linode-key', version => '4' }
  letsencrypt::hook { 'app09.example.com-deploy':
    type      => 'deploy',
    hook_file => '/etc/letsencrypt/renewal-hooks/deploy/app09.sh',
    commands  => ['systemctl reload nginx', 'logger renewed'],
  }
}
