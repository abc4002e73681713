/** The article behind each seeded blog post, as the CMS stores it: HTML, keyed by post slug. */
export const BLOG_BODIES: Record<string, string> = {
  'driver-loft-myths': `
<p>Most golfers who buy a lower-lofted driver to hit it further lose distance instead. Carry comes from launch and spin working together, and loft is the biggest lever on both.</p>
<h2>Myth 1: less loft, more distance</h2>
<p>At swing speeds under 95 mph a 9° head usually launches too low to carry. A 10.5° or 12° head launches higher with similar spin and lands further down the fairway.</p>
<h2>Myth 2: loft only changes height</h2>
<p>Loft also changes spin. Adding loft adds spin, and for most slicers a little more backspin straightens the ball flight because side spin makes up a smaller share of the total.</p>
<h2>Myth 3: an adjustable hosel fixes everything</h2>
<p>Turning the sleeve changes loft and face angle together. Setting a driver to 'lower' often opens the face, so check where the face points at address after every change.</p>
<h2>What to do instead</h2>
<p>Hit balls on a launch monitor with two or three lofts. For most players the best driver launches between 12° and 15° with 2,200 to 2,800 rpm of spin. Used drivers cost a fraction of new ones, so trying a second loft is cheap.</p>`,
  'used-irons-checklist': `
<p>A used iron set can play like new for half the price, if you check a few things before you pay.</p>
<ol>
<li><strong>Grooves.</strong> Run a fingernail across the 7-iron and the pitching wedge: you should feel clear edges. Worn grooves cost spin on approach shots.</li>
<li><strong>Faces.</strong> Look for sky marks, dents and rust spots in the hitting area. Light wear between the grooves is normal.</li>
<li><strong>Shaft labels.</strong> Every club should carry the same shaft model and flex. A swapped shaft in one club is common and easy to miss.</li>
<li><strong>Length and lie.</strong> Ask whether the set was bent or cut. Clubs fitted for someone much taller or shorter will need adjusting.</li>
<li><strong>Grips.</strong> Shiny, hard grips need replacing; budget about $10 a club.</li>
<li><strong>Set make-up.</strong> Check which irons are included. '4-PW' and '5-GW' sets suit very different bags.</li>
<li><strong>Ferrules and heads.</strong> A loose ferrule or a rattle in a cavity-back head points to a repair.</li>
</ol>
<p>Ask the seller for close photos of the faces and shaft labels. On Kitswap you can message the seller from the item page before you buy.</p>`,
  'putter-fitting-at-home': `
<p>Putter fitting sounds like a studio job, but the three numbers that matter most can be checked at home.</p>
<h2>Length</h2>
<p>Take your address position in front of a mirror. Your eyes should sit over the ball or just inside it, with your arms hanging naturally. If you have to choke down or stretch, the length is wrong.</p>
<h2>Lie</h2>
<p>Slide a coin under the toe at address. If it slides under easily the toe is up and the lie is too upright; if the heel lifts, it is too flat. The sole should sit flush.</p>
<h2>Toe hang</h2>
<p>Balance the shaft on a finger. A face that points at the sky suits a straight stroke; a toe that hangs down suits an arcing stroke. Match the putter to the stroke you have, not the one you wish you had.</p>`,
  'stick-flex-guide': `
<p>Flex is the number on the shaft that says how many pounds it takes to bend the stick an inch. The right one lets you load the stick on every shot.</p>
<h2>Start with half your body weight</h2>
<p>A 170 lb player starts near 85 flex. Forwards who shoot quickly off the pass often go softer; defenders who take slap shots go stiffer.</p>
<h2>Cutting and extending</h2>
<p>Every inch cut off makes a stick stiffer by roughly 3 to 5 flex points. Adding an extension softens it by about the same. Buy the flex you want after cutting, not before.</p>
<h2>Kick point and curve</h2>
<p>Low-kick sticks release fast for wristers in tight; mid-kick sticks reward a full slap shot. Curves change feel more than power: P92 and P28 suit most forwards, P88 is a forgiving first curve.</p>
<p>Used sticks are the cheapest way to try a new flex. Check the blade for delamination and the shaft for chips before you buy.</p>`,
  'skate-sharpening-hollow': `
<p>The hollow is the groove ground into the blade. Its depth, measured as a radius, decides how much the edges bite.</p>
<h2>Shallow or deep</h2>
<p>A larger radius (5/8" or 3/4") is shallow: more glide and speed, less grip. A smaller radius (3/8" or 1/2") is deep: sharper turns and stops, more effort to glide.</p>
<h2>Choose for your weight and ice</h2>
<p>Heavier skaters sink further into the ice and usually prefer a shallower hollow. Soft, warm rink ice grips more, so you can go shallower there too. Most adult players start at 1/2" and adjust from there.</p>
<h2>How often</h2>
<p>Every 8 to 10 hours of ice time, or when the edges feel like they slide on stops. Check for nicks after every skate; a small nick can make one edge catch.</p>`,
  'goalie-pad-sizing': `
<p>Goalie pads are sized by two measurements, and used pads are often the best value in hockey because goalies change gear when they grow, not when it wears out.</p>
<h2>Measure</h2>
<p>Sitting down with your knee at 90°, measure from the floor to the centre of your knee (ankle to knee: ATK) and from the centre of the knee to about two thirds up your thigh.</p>
<h2>Match the pad</h2>
<p>Most makers publish a chart that turns those two numbers into a pad size such as 33+1 or 34+2: the first number is the length to the knee landing, the second the thigh rise. Between sizes, butterfly goalies usually size down for a tighter seal.</p>
<h2>Check a used pair</h2>
<p>Look at the knee landing, the strap anchors and the boot break. Soft faces and worn straps are fine; broken internal rolls or a flattened knee block are not.</p>`,
  'bbcor-break-in': `
<p>Makers say composite bats need a break-in; some players say that is a myth. We hit 300 balls with a new composite BBCOR bat to find out.</p>
<h2>What we did</h2>
<p>Real baseballs off a tee, rotating the barrel a quarter turn after every hit, with exit speed measured every 25 swings. The temperature stayed above 60°F, because cold composite cracks.</p>
<h2>What we found</h2>
<p>Exit speed rose by about 2 mph over the first 150 hits and then stopped changing. After that the bat sounded and felt the same for the rest of the test.</p>
<h2>What it means for you</h2>
<p>Plan on 150 to 200 swings before game use, and never use rubber batting-cage balls. A used composite bat that has already been broken in, and has no cracks or dead spots, is a bargain.</p>`,
  'glove-relacing': `
<p>A glove with broken laces is rarely a dead glove. A relace costs under $20 in leather lace and an afternoon.</p>
<h2>You need</h2>
<ul>
<li>About 15 feet of 1/4" rawhide lace in a matching colour</li>
<li>A lacing needle, a screwdriver or awl, and scissors</li>
<li>Photos of the glove's current lacing from every side</li>
</ul>
<h2>Steps</h2>
<p>Work one section at a time: the fingers first, then the web, then the heel. Pull the old lace, feed the new one through the same holes, and knot it where the old knot sat. Keep the tension even; the pocket follows the laces.</p>
<p>Finish with a little glove conditioner and a ball in the pocket overnight.</p>`,
  'stringing-your-first-head': `
<p>Stringing a lacrosse head takes patience more than skill. Start with a mesh kit and give yourself two hours.</p>
<h2>Top and sidewalls</h2>
<p>Tie the top string first so the mesh sits centred, then work down each sidewall with an interlock knot in every hole. Keep the loops the same size on both sides.</p>
<h2>Pocket and shooters</h2>
<p>Set the pocket depth with the bottom string, then add two or three shooting strings. A straight U shooter gives a consistent release; a V shooter holds the ball higher.</p>
<h2>Mistakes to avoid</h2>
<p>Pulling the sidewalls too tight (the ball whips), uneven sides (it hooks) and a pocket deeper than your league allows.</p>`,
  'photos-that-sell': `
<p>Listings with clear photos sell faster, and buyers ask fewer questions before they pay.</p>
<h2>Light and background</h2>
<p>Shoot near a window in daylight with no flash, against a plain wall or floor. Fill the frame with the item.</p>
<h2>The five angles buyers ask for</h2>
<ol>
<li>The whole item, front</li>
<li>The back or sole</li>
<li>Labels: size, flex, model, serial where there is one</li>
<li>Wear: scuffs, cracks, worn grips, close up</li>
<li>Anything included: headcovers, tools, boxes</li>
</ol>
<p>Honest photos of wear build trust and prevent returns. Kitswap lets you add several photos to each listing; use them all.</p>`,
  'pricing-used-gear': `
<p>Retail price says little about what gear sells for. Recent sales of the same model in the same condition do.</p>
<h2>Start from recent sales</h2>
<p>Look up the model in the value guide and filter by condition. Price a little under the middle of recent sales if you want it gone this week, at the middle if you can wait.</p>
<h2>Condition moves the price</h2>
<p>New with tags sells close to retail; lightly used gear typically sells at 50 to 70 percent of it; well used gear lower still. Be honest in the condition you pick.</p>
<h2>When to drop</h2>
<p>If a listing has many views and favourites but no offers after a week, the price is the problem. A small drop notifies the people who favourited it.</p>`,
};
