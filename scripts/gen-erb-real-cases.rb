# Regenerates the expectations of the real-template ERB differential (test/conformance/erb-real/):
# renders templates of public modules (OpenStack's, puppetlabs', voxpupuli's, saz's, camptocamp's:
# test/conformance/erb-real/modules.json) with fixed variables under Puppet 7.23, in one Ruby process.
#
#   ruby scripts/gen-erb-real-cases.rb [MIRROR_DIR]     (default: $OVERCAT_MIRROR or /work/.mirror)
#
# The modules' code is never committed: the module path is rebuilt in a temporary directory from
# the local snapshots (MIRROR_DIR/<owner>+<name>/repo, bare git repositories, as the fetch tool
# stores them), taking each module's templates/, functions/, lib/ and metadata.json at HEAD.
# test/conformance/erb-real/modules.json names the module of each repository; cases/<name>.pp is a
# manifest declaring Notify['erb'] with the rendered text. Written: cases/<name>.expected.json
# ({"output": text} or {"error": detail}) and snapshot.json (the commit of each module used).
require 'json'
require 'puppet'
require 'tmpdir'
require 'open3'

SUITE = File.expand_path('../test/conformance/erb-real', __dir__)
MIRROR = ARGV[0] || ENV['OVERCAT_MIRROR'] || '/work/.mirror'
FACTS = JSON.parse(File.read(File.expand_path('../test/conformance/compile/facts.json', __dir__)))
PARTS = %w[templates functions lib metadata.json].freeze

def git(repo, *args)
  out, status = Open3.capture2('git', "--git-dir=#{repo}", *args, binmode: true)
  raise "git #{args.join(' ')} failed in #{repo}" unless status.success?
  out
end

modules = JSON.parse(File.read(File.join(SUITE, 'modules.json')))
snapshot = {}
Dir.mktmpdir('overcat-erb-real') do |tmp|
  modulepath = File.join(tmp, 'modules')
  modules.each do |name, repo|
    git_dir = File.join(MIRROR, repo.sub('/', '+'), 'repo')
    abort "no snapshot of #{repo} at #{git_dir}" unless File.directory?(git_dir)
    snapshot[name] = git(git_dir, 'rev-parse', 'HEAD').strip
    present = git(git_dir, 'ls-tree', '--name-only', 'HEAD').split("\n") & PARTS
    dest = File.join(modulepath, name)
    FileUtils.mkdir_p(dest)
    archive = git(git_dir, 'archive', '--format=tar', 'HEAD', *present)
    Open3.capture2('tar', '-x', '-C', dest, stdin_data: archive, binmode: true)
  end
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(tmp, s)] })
  cases = Dir.children(File.join(SUITE, 'cases')).grep(/\.pp\z/).sort
  cases.each_with_index do |file, i|
    name = file.sub(/\.pp\z/, '')
    Puppet[:code] = File.read(File.join(SUITE, 'cases', file))
    env = Puppet::Node::Environment.create(:"real#{i}", [modulepath])
    node = Puppet::Node.new('n1.example.com', environment: env, facts: Puppet::Node::Facts.new('n1.example.com', FACTS))
    node.merge(FACTS)
    result = begin
      catalog = Puppet.override(current_environment: env) { Puppet::Parser::Compiler.compile(node) }
      { 'output' => catalog.resource('Notify', 'erb')[:message] }
    rescue StandardError, ScriptError => e
      { 'error' => e.message.sub(/\s*\(file: .*\z/m, '') }
    end
    File.write(File.join(SUITE, 'cases', "#{name}.expected.json"), JSON.pretty_generate(result) + "\n")
    puts "#{name}: #{result.key?('output') ? 'rendered' : 'failed'}"
  end
end
File.write(File.join(SUITE, 'snapshot.json'), JSON.pretty_generate(snapshot) + "\n")
