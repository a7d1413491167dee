node 'orch01.example.com' {
  include apache
  include heat
  include heat::db
  include heat::keystone::authtoken
  include heat::keystone::auth
  include heat::keystone::auth_cfn
  include heat::keystone::domain
  include heat::trustee
  include heat::logging
  include heat::policy
  include heat::clients
  include heat::clients::nova
  include heat::api
  include heat::wsgi::apache_api
  include heat::api_cfn
  include heat::engine
  include heat::cron::purge_deleted
  heat_config { 'DEFAULT/stack_scheduler_hints': value => true }
}
