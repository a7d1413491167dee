Exec { path => ['/usr/local/bin', '/usr/bin', '/usr/sbin', '/bin', '/sbin'] }
File { backup => false }

class profile::pacemaker_managed (Array[String] $services = []) {
  $services.each |$tag| {
    Service <| tag == $tag |> {
      ensure => stopped,
      enable => false,
    }
  }
}

node 'ctl02.example.com' {
  Package <| tag == 'openstack' |> { ensure => 'latest' }
  Heat_config <| title == 'DEFAULT/debug' |> { value => true }
  Service <| title == 'httpd' |> { restart => '/usr/bin/systemctl reload httpd' }

  class { 'apache': default_vhost => false, mpm_module => 'prefork' }

  include heat
  include heat::db
  include heat::db::mysql
  include heat::keystone::authtoken
  include heat::keystone::domain
  include heat::api
  include heat::wsgi::apache_api
  include heat::api_cfn
  include heat::wsgi::apache_api_cfn
  include heat::engine
  include heat::cron::purge_deleted
  include heat::keystone::auth
  include heat::keystone::auth_cfn

  include mistral
  include mistral::db
  include mistral::db::mysql
  include mistral::keystone::authtoken
  include mistral::api
  include mistral::wsgi::apache
  include mistral::engine
  include mistral::executor
  include mistral::event_engine
  include mistral::keystone::auth

  include trove
  include trove::db
  include trove::db::mysql
  include trove::keystone::authtoken
  include trove::api
  include trove::conductor
  include trove::taskmanager
  include trove::keystone::auth

  include watcher
  include watcher::db
  include watcher::db::mysql
  include watcher::keystone::authtoken
  include watcher::api
  include watcher::applier
  include watcher::decision_engine
  include watcher::keystone::auth

  class { 'profile::pacemaker_managed': services => ['heat-service', 'mistral-service'] }
  class { 'mysql::server': }
}
